// The public face of the demos feature: the rest of the admin imports only this file.
export { DemosManager } from './components/demos-manager.tsx';
