export { AccessPage } from './access-page.tsx';
export { EmployeeEnrollmentModal } from './employee-enrollment-modal.tsx';
export { HowToVideoModal } from './how-to-video-modal.tsx';
