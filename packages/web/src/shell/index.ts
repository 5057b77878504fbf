// The site shell's public face: what the app composes and what feature areas may use.
export { SiteGate } from './site-gate.tsx';
export { LandingSegmentGate, ReferralGate, ShellGuard } from './shell-guard.tsx';
export { ShellSlotsProvider, type ShellSlots } from './shell-slots.tsx';
export { SiteShell } from './site-shell.tsx';
export { SiteDataBeforeAnswers, useHomeRoute, useSiteData, useVisitor, type SiteData } from './site-data.tsx';
export { NotMySiteLink } from './site-footer.tsx';
export { HowToSteps, ShellTexts } from './shell-texts.ts';
export { DashboardLinks, SiteConfig, isKnownHost, useHost } from './site-config.ts';
export { LinkPageFrame, type LinkPageSite } from './link-page-frame.tsx';
export { LanguageSwitch } from './language-switch.tsx';
