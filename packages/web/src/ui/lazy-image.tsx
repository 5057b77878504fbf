import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';

/**
 * How near the screen an image must come before it is asked for. The browser's own `loading="lazy"` asks from
 * 1,250 to 2,500 px away (further on a slower network): on /plans that was every logo of the list, some forty
 * requests beside the page's own reads on a phone (issue 23). A logo is a request of one round trip, so a margin of
 * about half a phone screen is asked early enough that scrolling does not find it empty.
 */
const NEAR = '400px 0px';

/**
 * An image asked for only once it comes near the screen (plan logos in lists). Its box is laid out from the start
 * (width and height are required), so nothing moves when it arrives. Where IntersectionObserver is missing, it is
 * asked for at once.
 */
export const LazyImage = ({ src, width, height, ...rest }: ImgHTMLAttributes<HTMLImageElement> & { readonly src: string; readonly width: number; readonly height: number }) => {
  const image = useRef<HTMLImageElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = image.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: NEAR });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return <img ref={image} {...rest} width={width} height={height} decoding="async" {...(near ? { src } : {})} />;
};
