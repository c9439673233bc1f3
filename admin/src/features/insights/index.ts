// The public face of the insights feature: the rest of the admin imports only this file.
export { InsightsScreen } from './components/insights-screen.tsx';
export { TrafficScreen } from './components/traffic-screen.tsx';
