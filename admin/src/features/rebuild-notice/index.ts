// The public face of the rebuild notice: the rest of the admin imports only this file.
export { RebuildNotice } from './components/rebuild-notice.tsx';
