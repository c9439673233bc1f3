// A connector Tidy up routed: from its outlet through its waypoints to its inlet (../layout/route.ts),
// so it keeps to the lanes between nodes instead of cutting under them.
import { BaseEdge, type Edge, type EdgeProps } from '@xyflow/react';
import { routePath } from '../layout/route';
import type { RouteData } from './useWorkflowEditor';

export function RoutedEdge({
  id,
  sourceX,
  sourceY,
  targetX,
  targetY,
  data,
  style,
  markerEnd,
  interactionWidth,
}: EdgeProps<Edge<RouteData, 'routed'>>) {
  const { d } = routePath({ x: sourceX, y: sourceY }, data?.route ?? [], { x: targetX, y: targetY });
  return <BaseEdge id={id} path={d} style={style} markerEnd={markerEnd} interactionWidth={interactionWidth} />;
}
