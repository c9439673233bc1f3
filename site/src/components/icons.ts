// The site's one icon source for .astro files: Lucide (@lucide/astro, one import per icon, drawn
// at build time so a page ships only the SVG it shows). Islands import the same icons from
// lucide-react. Brand marks Lucide does not draw live here too, as plain path data.
import Accessibility from '@lucide/astro/icons/accessibility';
import ArrowLeft from '@lucide/astro/icons/arrow-left';
import ArrowRight from '@lucide/astro/icons/arrow-right';
import ArrowUpRight from '@lucide/astro/icons/arrow-up-right';
import BookOpen from '@lucide/astro/icons/book-open';
import Bot from '@lucide/astro/icons/bot';
import Boxes from '@lucide/astro/icons/boxes';
import Brain from '@lucide/astro/icons/brain';
import Building from '@lucide/astro/icons/building';
import Calendar from '@lucide/astro/icons/calendar';
import ChartNoAxesColumn from '@lucide/astro/icons/chart-no-axes-column';
import Check from '@lucide/astro/icons/check';
import ChevronDown from '@lucide/astro/icons/chevron-down';
import CircleCheck from '@lucide/astro/icons/circle-check';
import Clock from '@lucide/astro/icons/clock';
import Code from '@lucide/astro/icons/code';
import Cpu from '@lucide/astro/icons/cpu';
import Database from '@lucide/astro/icons/database';
import ExternalLink from '@lucide/astro/icons/external-link';
import Eye from '@lucide/astro/icons/eye';
import FileText from '@lucide/astro/icons/file-text';
import Film from '@lucide/astro/icons/film';
import Funnel from '@lucide/astro/icons/funnel';
import Gauge from '@lucide/astro/icons/gauge';
import GitBranch from '@lucide/astro/icons/git-branch';
import Globe from '@lucide/astro/icons/globe';
import GraduationCap from '@lucide/astro/icons/graduation-cap';
import Handshake from '@lucide/astro/icons/handshake';
import Image from '@lucide/astro/icons/image';
import Link from '@lucide/astro/icons/link';
import Key from '@lucide/astro/icons/key';
import Landmark from '@lucide/astro/icons/landmark';
import Layers from '@lucide/astro/icons/layers';
import Library from '@lucide/astro/icons/library';
import Lightbulb from '@lucide/astro/icons/lightbulb';
import Mail from '@lucide/astro/icons/mail';
import Maximize from '@lucide/astro/icons/maximize';
import Menu from '@lucide/astro/icons/menu';
import MessageSquare from '@lucide/astro/icons/message-square';
import MousePointer from '@lucide/astro/icons/mouse-pointer';
import Network from '@lucide/astro/icons/network';
import Notebook from '@lucide/astro/icons/notebook';
import PanelsTopLeft from '@lucide/astro/icons/panels-top-left';
import Pause from '@lucide/astro/icons/pause';
import Play from '@lucide/astro/icons/play';
import Plug from '@lucide/astro/icons/plug';
import Puzzle from '@lucide/astro/icons/puzzle';
import Quote from '@lucide/astro/icons/quote';
import Rocket from '@lucide/astro/icons/rocket';
import Search from '@lucide/astro/icons/search';
import Send from '@lucide/astro/icons/send';
import Server from '@lucide/astro/icons/server';
import Share2 from '@lucide/astro/icons/share-2';
import ShieldCheck from '@lucide/astro/icons/shield-check';
import Sparkles from '@lucide/astro/icons/sparkles';
import TrendingUp from '@lucide/astro/icons/trending-up';
import TriangleAlert from '@lucide/astro/icons/triangle-alert';
import Users from '@lucide/astro/icons/users';
import Video from '@lucide/astro/icons/video';
import Webhook from '@lucide/astro/icons/webhook';
import Workflow from '@lucide/astro/icons/workflow';
import X from '@lucide/astro/icons/x';

/** Every icon an .astro file may name: the UI names and the topic icons docs frontmatter uses. */
export const icons = {
  arrowRight: ArrowRight,
  arrowUpRight: ArrowUpRight,
  check: Check,
  menu: Menu,
  x: X,
  play: Play,
  pause: Pause,
  maximize: Maximize,
  mail: Mail,
  workflow: Workflow,
  nodes: Network,
  sparkles: Sparkles,
  bot: Bot,
  search: Search,
  bookOpen: BookOpen,
  quote: Quote,
  shieldCheck: ShieldCheck,
  eye: Eye,
  fileText: FileText,
  send: Send,
  database: Database,
  layers: Layers,
  users: Users,
  building: Building,
  graduationCap: GraduationCap,
  library: Library,
  landmark: Landmark,
  trendingUp: TrendingUp,
  rocket: Rocket,
  handshake: Handshake,
  server: Server,
  puzzle: Puzzle,
  code: Code,
  clock: Clock,
  lightbulb: Lightbulb,
  accessibility: Accessibility,
  filter: Funnel,
  calendar: Calendar,
  alertTriangle: TriangleAlert,
  notebook: Notebook,
  mousePointer: MousePointer,
  video: Video,
  globe: Globe,
  checkCircle: CircleCheck,
  gauge: Gauge,
  'book-open': BookOpen,
  boxes: Boxes,
  'git-branch': GitBranch,
  'share-2': Share2,
  layout: PanelsTopLeft,
  brain: Brain,
  'message-square': MessageSquare,
  plug: Plug,
  key: Key,
  webhook: Webhook,
  'graduation-cap': GraduationCap,
  'bar-chart': ChartNoAxesColumn,
  'file-text': FileText,
  cpu: Cpu,
  'arrow-left': ArrowLeft,
  'arrow-right': ArrowRight,
  'external-link': ExternalLink,
  film: Film,
  image: Image,
  'chevron-down': ChevronDown,
  link: Link,
} as const;

/** Brand marks (not in Lucide, which draws no logos): path data on the same 24×24 stroked grid. */
export const brandMarks = {
  github:
    '<path d="M15 22v-4a4.8 4.8 0 0 0-1-3.5c3 0 6-2 6-5.5.1-1.3-.3-2.5-1-3.5.3-1.2.3-2.4 0-3.5 0 0-1 0-3 1.5a10.4 10.4 0 0 0-5.5 0C7.5 2 6.5 2 6.5 2c-.3 1.1-.3 2.3 0 3.5-.7 1-1.1 2.2-1 3.5 0 3.5 3 5.5 6 5.5-.4.5-.7 1-.8 1.6-.2.6-.2 1.3-.2 1.9v4"/><path d="M9 18c-4.5 2-5-2-7-2"/>',
  linkedin:
    '<path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z"/><rect x="2" y="9" width="4" height="12"/><circle cx="4" cy="4" r="2"/>',
  xLogo: '<path d="M4 4l16 16M20 4 4 20" transform="scale(.9) translate(1.3 1.3)"/>',
} as const;

export type IconName = keyof typeof icons | keyof typeof brandMarks;

export function isBrandMark(name: IconName): name is keyof typeof brandMarks {
  return name in brandMarks;
}
