// The public face of the hero animations feature: the rest of the admin imports only this file.
export { HeroAnimationsManager } from './components/hero-animations-manager.tsx';
