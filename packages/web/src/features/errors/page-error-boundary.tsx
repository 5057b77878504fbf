import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useTexts } from '../../app/language.ts';
import { ShellTexts } from '../../shell/index.ts';
import { ErrorPage } from './error-page-layout.tsx';

interface BoundaryProps {
  readonly children: ReactNode;
  /** The address shown: a failure is forgotten when it changes (Back, a link), so the next page is tried. */
  readonly address: string;
}

interface BoundaryState {
  readonly failed: boolean;
  readonly address: string;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, address: this.props.address };

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): BoundaryState | null {
    return props.address === state.address ? null : { failed: false, address: props.address };
  }

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? <PageFailed /> : this.props.children;
  }
}

/**
 * What a page that failed to draw shows, instead of an empty window: a page of an earlier release whose code the
 * server no longer has after a second try (app/new-release.ts), or any fault of ours while drawing. It reads nothing
 * from the server or the site (what failed may be that), only its words.
 */
const PageFailed = () => {
  const texts = useTexts(ShellTexts);
  return (
    <ErrorPage
      alert
      mark={{ kind: 'icon', text: '!' }}
      title={texts.pageFailed}
      lead={texts.pageFailedLead}
      action={
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {texts.loadAgain}
        </button>
      }
    />
  );
};

/** Around the app's routes: a page that throws while drawing shows PageFailed; going to another address tries again. */
export const PageErrorBoundary = ({ children }: { readonly children: ReactNode }) => {
  const { pathname, search } = useLocation();
  return <Boundary address={`${pathname}${search}`}>{children}</Boundary>;
};
