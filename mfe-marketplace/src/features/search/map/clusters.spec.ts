import { describe, expect, it } from '@jest/globals';
import type { MapPoint } from 'shared-contracts';
import { clusterIndex, markersIn } from './clusters';

const point = (id: number, lat: number, lng: number): MapPoint => ({ id, lat, lng, approximate: false, priceDzd: '1000000.00', propertyType: 'شقة', priceType: 'sale' });
const WILAYA = { west: 1.9, south: 33.3, east: 4.9, north: 35.9 };

describe('the map’s clusters', () => {
  // Two in the town of Djelfa, 200 m apart; one in Messaad, 60 km away.
  const index = clusterIndex([point(1, 34.672, 3.263), point(2, 34.6738, 3.263), point(3, 34.154, 3.503)]);

  it('joins close points at the wilaya’s zoom, with their count, and keeps a far one apart', () => {
    const markers = markersIn(index, WILAYA, 8);
    expect(markers).toHaveLength(2);
    expect(markers.find((marker) => marker.kind === 'cluster')).toMatchObject({ count: 2 });
    expect(markers.find((marker) => marker.kind === 'point')).toMatchObject({ point: { id: 3 } });
  });

  it('splits a cluster at the zoom it expands to, and draws only what the box holds', () => {
    const cluster = markersIn(index, WILAYA, 8).find((marker) => marker.kind === 'cluster');
    if (cluster?.kind !== 'cluster') throw new Error('no cluster');
    const zoom = index.getClusterExpansionZoom(cluster.clusterId);
    const town = { west: 3.2, south: 34.6, east: 3.3, north: 34.7 };
    expect(markersIn(index, town, zoom).map((marker) => (marker.kind === 'point' ? marker.point.id : 'cluster'))).toEqual(expect.arrayContaining([1, 2]));
    expect(markersIn(index, town, zoom)).toHaveLength(2);
  });
});
