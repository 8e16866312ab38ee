import Supercluster from 'supercluster';
import type { MapPoint } from 'shared-contracts';

export type PointProps = { point: MapPoint };
export type MapIndex = Supercluster<PointProps>;

/** Markers nearer than this many pixels join a cluster; past this zoom, none do (a street's listings stay apart). */
const CLUSTER_RADIUS_PX = 56;
const CLUSTER_MAX_ZOOM = 16;

/** The points, indexed for clustering at every zoom (supercluster: a few ms for 2,000 points). */
export function clusterIndex(points: readonly MapPoint[]): MapIndex {
  return new Supercluster<PointProps>({ radius: CLUSTER_RADIUS_PX, maxZoom: CLUSTER_MAX_ZOOM }).load(
    points.map((point) => ({ type: 'Feature', properties: { point }, geometry: { type: 'Point', coordinates: [point.lng, point.lat] } })),
  );
}

const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));

/** One marker: a cluster with its count, or one listing's point. */
export type MapMarker = { kind: 'cluster'; clusterId: number; count: number; lat: number; lng: number } | { kind: 'point'; point: MapPoint; lat: number; lng: number };

/** What to draw in a view: clusters and single points, for a box that may reach past the world's edges when zoomed out. */
export function markersIn(index: MapIndex, box: { west: number; south: number; east: number; north: number }, zoom: number): MapMarker[] {
  const features = index.getClusters([clamp(box.west, 180), clamp(box.south, 85), clamp(box.east, 180), clamp(box.north, 85)], Math.round(zoom));
  return features.map((feature): MapMarker => {
    const [lng, lat] = feature.geometry.coordinates;
    const properties = feature.properties as Partial<Supercluster.ClusterProperties> & Partial<PointProps>;
    return properties.cluster && properties.cluster_id !== undefined && properties.point_count !== undefined
      ? { kind: 'cluster', clusterId: properties.cluster_id, count: properties.point_count, lat, lng }
      : { kind: 'point', point: properties.point as MapPoint, lat, lng };
  });
}
