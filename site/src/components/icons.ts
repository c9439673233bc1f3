// Lucide-style strokes (24×24, stroke-width set on the <svg>), shared by Astro components and the
// React islands so an icon looks the same whether it is static or hydrated. No icon font: each
// page ships only the paths it draws.
// Each path is its own export so an island bundles only the icons it draws; the map is for
// Astro components, which run at build time only.
export const arrowRightIcon = '<path d="M5 12h14"/><path d="m12 5 7 7-7 7"/>';
export const arrowUpRightIcon = '<path d="M7 17 17 7"/><path d="M7 7h10v10"/>';
export const checkIcon = '<path d="M20 6 9 17l-5-5"/>';
export const menuIcon = '<path d="M4 6h16"/><path d="M4 12h16"/><path d="M4 18h16"/>';
export const xIcon = '<path d="M18 6 6 18"/><path d="m6 6 12 12"/>';
export const playIcon = '<path d="M7 4.5v15l12.5-7.5z"/>';
export const pauseIcon = '<rect x="6" y="4.5" width="4" height="15" rx="1"/><rect x="14" y="4.5" width="4" height="15" rx="1"/>';
export const maximizeIcon = '<path d="M15 3h6v6"/><path d="M9 21H3v-6"/><path d="m21 3-7 7"/><path d="m3 21 7-7"/>';
export const mailIcon = '<rect x="2.5" y="4.5" width="19" height="15" rx="2"/><path d="m3 7 9 6 9-6"/>';
export const workflowIcon = '<rect x="3" y="3" width="7" height="7" rx="1.5"/><rect x="14" y="14" width="7" height="7" rx="1.5"/><path d="M10 6.5h4a3.5 3.5 0 0 1 3.5 3.5v4"/>';
export const nodesIcon = '<circle cx="6" cy="6" r="2.5"/><circle cx="18" cy="6" r="2.5"/><circle cx="12" cy="18" r="2.5"/><path d="M8.2 7.3 10.8 16M15.8 7.3 13.2 16M8.5 6h7"/>';
export const sparklesIcon = '<path d="M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8z"/><path d="M19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z"/>';
export const botIcon = '<rect x="4" y="8" width="16" height="12" rx="3"/><path d="M12 8V4"/><circle cx="12" cy="3" r="1"/><path d="M9 13v1.5M15 13v1.5"/><path d="M2 13v3M22 13v3"/>';
export const searchIcon = '<circle cx="11" cy="11" r="7"/><path d="m20 20-3.5-3.5"/>';
export const bookOpenIcon = '<path d="M2 5h6a4 4 0 0 1 4 4v11a3 3 0 0 0-3-3H2z"/><path d="M22 5h-6a4 4 0 0 0-4 4v11a3 3 0 0 1 3-3h7z"/>';
export const quoteIcon = '<path d="M5 7h5v5c0 3-1.5 5-4 6"/><path d="M14 7h5v5c0 3-1.5 5-4 6"/>';
export const shieldCheckIcon = '<path d="M12 3 4 6v6c0 4.5 3.4 8.2 8 9 4.6-.8 8-4.5 8-9V6z"/><path d="m9 12 2 2 4-4"/>';
export const eyeIcon = '<path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z"/><circle cx="12" cy="12" r="3"/>';
export const fileTextIcon = '<path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z"/><path d="M14 3v5h5"/><path d="M9 13h6M9 17h6"/>';
export const sendIcon = '<path d="m22 2-7 20-4-9-9-4z"/><path d="M22 2 11 13"/>';
export const databaseIcon = '<ellipse cx="12" cy="5" rx="8" ry="3"/><path d="M4 5v14c0 1.7 3.6 3 8 3s8-1.3 8-3V5"/><path d="M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3"/>';
export const layersIcon = '<path d="m12 2 10 5-10 5L2 7z"/><path d="m2 12 10 5 10-5"/><path d="m2 17 10 5 10-5"/>';
export const usersIcon = '<circle cx="9" cy="8" r="3.5"/><path d="M2.5 20a6.5 6.5 0 0 1 13 0"/><path d="M16 4.5a3.5 3.5 0 0 1 0 7"/><path d="M21.5 20a6.5 6.5 0 0 0-4-6"/>';
export const buildingIcon = '<rect x="4" y="2.5" width="16" height="19" rx="1.5"/><path d="M9 7h1M14 7h1M9 11h1M14 11h1M9 15h1M14 15h1"/><path d="M10 21.5v-3h4v3"/>';
export const graduationCapIcon = '<path d="M22 9 12 4 2 9l10 5z"/><path d="M6 11v5c3 2.5 9 2.5 12 0v-5"/><path d="M22 9v6"/>';
export const libraryIcon = '<path d="M4 4v16M8 4v16"/><path d="m12 4.5 4 15.5"/><path d="M17 4v16"/><path d="M3 20h18"/>';
export const landmarkIcon = '<path d="M3 21h18"/><path d="M5 21V10M9.5 21V10M14.5 21V10M19 21V10"/><path d="M12 3 3 8h18z"/>';
export const trendingUpIcon = '<path d="m3 17 6-6 4 4 8-8"/><path d="M15 7h6v6"/>';
export const rocketIcon = '<path d="M5 15c-1.5 1.3-2 5-2 5s3.7-.5 5-2c.7-.8.7-2.1-.1-2.9a2.2 2.2 0 0 0-2.9-.1z"/><path d="m12 15-3-3a22 22 0 0 1 2-4A13 13 0 0 1 22 2c0 2.7-.8 7.5-6 11a22 22 0 0 1-4 2z"/><path d="M9 12H4s.6-3 2-4c1.6-1.1 5 0 5 0M12 15v5s3-.6 4-2c1.1-1.6 0-5 0-5"/>';
export const handshakeIcon = '<path d="m11 17 2 2a1.4 1.4 0 0 0 2-2"/><path d="m14 14 2.5 2.5a1.4 1.4 0 0 0 2-2l-3.9-3.9a2 2 0 0 0-2.8 0l-.9.9a1.4 1.4 0 0 1-2-2l2.8-2.8a3.9 3.9 0 0 1 4.7-.6l.5.3a3.6 3.6 0 0 0 2.2.4H22"/><path d="M21 15V7M2 7h3M3 15V7"/><path d="m3 15 6.5 6.5a1.4 1.4 0 0 0 2-2"/>';
export const serverIcon = '<rect x="3" y="3" width="18" height="8" rx="2"/><rect x="3" y="13" width="18" height="8" rx="2"/><path d="M7 7h.01M7 17h.01"/>';
export const puzzleIcon = '<path d="M15 4h-3a2 2 0 1 0-4 0H5v4a2 2 0 1 1 0 4v4h4a2 2 0 1 0 4 0h3v-3a2 2 0 1 0 0-4z"/>';
export const codeIcon = '<path d="m16 18 6-6-6-6"/><path d="m8 6-6 6 6 6"/>';
export const clockIcon = '<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3 2"/>';
export const lightbulbIcon = '<path d="M9 18h6M10 21h4"/><path d="M12 3a6 6 0 0 0-4 10.5c.8.8 1 1.5 1 2.5h6c0-1 .2-1.7 1-2.5A6 6 0 0 0 12 3z"/>';
export const accessibilityIcon = '<circle cx="12" cy="4.5" r="1.8"/><path d="M5 8.5 12 10l7-1.5"/><path d="M12 10v4l-3 6M12 14l3 6"/>';
export const filterIcon = '<path d="M3 4h18l-7 8.5V19l-4 2v-8.5z"/>';
export const calendarIcon = '<rect x="3" y="4.5" width="18" height="17" rx="2"/><path d="M3 10h18M8 2.5v4M16 2.5v4"/>';
export const githubIcon = '<path d="M15 22v-4a4.8 4.8 0 0 0-1-3.5c3 0 6-2 6-5.5.1-1.3-.3-2.5-1-3.5.3-1.2.3-2.4 0-3.5 0 0-1 0-3 1.5a10.4 10.4 0 0 0-5.5 0C7.5 2 6.5 2 6.5 2c-.3 1.1-.3 2.3 0 3.5-.7 1-1.1 2.2-1 3.5 0 3.5 3 5.5 6 5.5-.4.5-.7 1-.8 1.6-.2.6-.2 1.3-.2 1.9v4"/><path d="M9 18c-4.5 2-5-2-7-2"/>';
export const linkedinIcon = '<path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z"/><rect x="2" y="9" width="4" height="12"/><circle cx="4" cy="4" r="2"/>';
export const xLogoIcon = '<path d="M4 4l16 16M20 4 4 20" transform="scale(.9) translate(1.3 1.3)"/>';
export const alertTriangleIcon = '<path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z"/><path d="M12 9v4M12 17h.01"/>';
export const notebookIcon = '<rect x="4" y="2.5" width="16" height="19" rx="2"/><path d="M8 2.5v19"/><path d="M12 7h4M12 11h4"/>';
export const mousePointerIcon = '<path d="m4 4 7 17 2.5-7.5L21 11z"/>';
export const videoIcon = '<rect x="2" y="6" width="14" height="12" rx="2"/><path d="m16 10 6-3.5v11L16 14"/>';
export const globeIcon = '<circle cx="12" cy="12" r="9"/><path d="M3 12h18"/><path d="M12 3a14 14 0 0 1 0 18 14 14 0 0 1 0-18z"/>';
export const checkCircleIcon = '<circle cx="12" cy="12" r="9"/><path d="m8.5 12 2.5 2.5 4.5-5"/>';
export const gaugeIcon = '<path d="M12 14l4-4"/><path d="M3.3 17a9 9 0 1 1 17.4 0"/>';

export const icons = {
  arrowRight: arrowRightIcon,
  arrowUpRight: arrowUpRightIcon,
  check: checkIcon,
  menu: menuIcon,
  x: xIcon,
  play: playIcon,
  pause: pauseIcon,
  maximize: maximizeIcon,
  mail: mailIcon,
  workflow: workflowIcon,
  nodes: nodesIcon,
  sparkles: sparklesIcon,
  bot: botIcon,
  search: searchIcon,
  bookOpen: bookOpenIcon,
  quote: quoteIcon,
  shieldCheck: shieldCheckIcon,
  eye: eyeIcon,
  fileText: fileTextIcon,
  send: sendIcon,
  database: databaseIcon,
  layers: layersIcon,
  users: usersIcon,
  building: buildingIcon,
  graduationCap: graduationCapIcon,
  library: libraryIcon,
  landmark: landmarkIcon,
  trendingUp: trendingUpIcon,
  rocket: rocketIcon,
  handshake: handshakeIcon,
  server: serverIcon,
  puzzle: puzzleIcon,
  code: codeIcon,
  clock: clockIcon,
  lightbulb: lightbulbIcon,
  accessibility: accessibilityIcon,
  filter: filterIcon,
  calendar: calendarIcon,
  github: githubIcon,
  linkedin: linkedinIcon,
  xLogo: xLogoIcon,
  alertTriangle: alertTriangleIcon,
  notebook: notebookIcon,
  mousePointer: mousePointerIcon,
  video: videoIcon,
  globe: globeIcon,
  checkCircle: checkCircleIcon,
  gauge: gaugeIcon,
} as const;

export type IconName = keyof typeof icons;
