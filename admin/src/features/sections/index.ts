// The public face of the sections feature: the rest of the admin imports only this file.
export { SectionsList } from './components/sections-list.tsx';
export { SECTION_NAMES } from './names.ts';
