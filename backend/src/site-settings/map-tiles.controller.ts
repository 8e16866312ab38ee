import { Controller, Get, Header, Inject } from '@nestjs/common';
import type { MapTiles } from 'shared-contracts';
import { PUBLIC_READ } from '../common/http/cache-control.js';
import { MAP_TILES_CONFIG, type MapTilesConfig } from '../config/map-tiles.config.js';

/** For every map: the tiles' server, set by the deployment (MAP_TILES_URL), not by admins. */
@Controller('site/map-tiles')
export class MapTilesController {
  constructor(@Inject(MAP_TILES_CONFIG) private readonly tiles: MapTilesConfig) {}

  @Get()
  @Header('Cache-Control', PUBLIC_READ)
  get(): MapTiles {
    const { url, attribution, attributionUrl } = this.tiles;
    return { url, attribution, attributionUrl };
  }
}
