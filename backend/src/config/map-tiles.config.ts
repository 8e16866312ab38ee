import { getConfigToken, registerAs } from '@nestjs/config';
import { IsOptional, IsString, Length, Matches } from 'class-validator';
import { validateConfig, type Env } from './validate-config.js';

/** OpenStreetMap's standard tiles: their tile policy asks for the "© OpenStreetMap contributors" credit. */
export const DEFAULT_MAP_TILES_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
/** Another server's tiles are most often drawn from OpenStreetMap's data too, which asks for the same credit. */
const DEFAULT_ATTRIBUTION = '© OpenStreetMap contributors';
const DEFAULT_ATTRIBUTION_URL = 'https://www.openstreetmap.org/copyright';

/** An http(s) URL template naming {z}, {x} and {y}, as Leaflet's tileLayer reads it. */
const TILES_TEMPLATE = /^https?:\/\/[^/\s]+\/(?=.*\{z\})(?=.*\{x\})(?=.*\{y\})\S*$/;

class MapTilesEnvironment {
  @IsOptional()
  @Matches(TILES_TEMPLATE, { message: 'MAP_TILES_URL must be an http(s) URL with {z}, {x} and {y}' })
  MAP_TILES_URL?: string;

  @IsOptional() @IsString() @Length(1, 200) MAP_TILES_ATTRIBUTION?: string;

  /** `none`: the credit is not a link. */
  @IsOptional()
  @Matches(/^(https?:\/\/\S+|none)$/, { message: 'MAP_TILES_ATTRIBUTION_URL must be an http(s) URL or none' })
  MAP_TILES_ATTRIBUTION_URL?: string;
}

export interface MapTilesConfig {
  /** Where a listing's map (and the editor's) fetch their tiles. */
  url: string;
  /** The tiles' origin, which the Content-Security-Policy's img-src allows ({s}, a subdomain, as *). */
  origin: string;
  /** The credit the tiles' provider requires (MAP_TILES_ATTRIBUTION, MAP_TILES_ATTRIBUTION_URL). */
  attribution: string;
  attributionUrl: string | null;
}

export const mapTilesConfig = (env: Env) =>
  registerAs('mapTiles', (): MapTilesConfig => {
    const config = validateConfig(env, MapTilesEnvironment);
    const url = config.MAP_TILES_URL ?? DEFAULT_MAP_TILES_URL;
    return {
      url,
      origin: url.slice(0, url.indexOf('/', url.indexOf('//') + 2)).replace('{s}', '*'),
      attribution: config.MAP_TILES_ATTRIBUTION ?? DEFAULT_ATTRIBUTION,
      attributionUrl: config.MAP_TILES_ATTRIBUTION_URL === 'none' ? null : (config.MAP_TILES_ATTRIBUTION_URL ?? DEFAULT_ATTRIBUTION_URL),
    };
  });

export const MAP_TILES_CONFIG = getConfigToken('mapTiles');
