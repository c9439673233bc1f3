// The public face of the settings feature: the rest of the admin imports only this file.
export { SettingsPanel } from './components/settings-form.tsx';
export { SentMailList } from './components/sent-mail-list.tsx';
