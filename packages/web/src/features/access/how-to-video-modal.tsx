import { HowToSteps, ShellTexts, useSiteData } from '../../shell/index.ts';
import { useTexts } from '../../app/language.ts';
import { Modal } from '../../ui/modal.tsx';

/**
 * How to enroll, for members or employers: the site's video when one is configured (site setting
 * how_to_video_members / how_to_video_employers), and the steps in writing either way.
 */
export const HowToVideoModal = ({ audience, onClose }: { audience: 'members' | 'employers'; onClose: () => void }) => {
  const texts = useTexts(ShellTexts);
  const steps = useTexts(HowToSteps)[audience];
  const { branding } = useSiteData();
  const video = branding?.settings[`how_to_video_${audience}`];
  return (
    <Modal title={`${texts.howToEnroll}: ${audience === 'members' ? texts.forMembers : texts.forEmployers}`} onClose={onClose} wide>
      {video ? <video className="howto__video" src={video} controls preload="metadata" /> : null}
      <ol className="howto">
        {steps.map(([title, text], index) => (
          <li key={title} className="howto__step">
            <span className="howto__num" aria-hidden="true">
              {index + 1}
            </span>
            <span>
              <strong>{title}</strong>
              <span>{text}</span>
            </span>
          </li>
        ))}
      </ol>
    </Modal>
  );
};
