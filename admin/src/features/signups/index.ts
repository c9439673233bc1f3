// The public face of the signups feature: the rest of the admin imports only this file.
export { SignupsList } from './components/signups-list.tsx';
