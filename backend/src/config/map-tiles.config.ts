import { getConfigToken, registerAs } from '@nestjs/config';
import { IsOptional, Matches } from 'class-validator';
import { validateConfig, type Env } from './validate-config.js';

/** OpenStreetMap's standard tiles: their tile policy asks for the "© OpenStreetMap contributors" credit. */
export const DEFAULT_MAP_TILES_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** An http(s) URL template naming {z}, {x} and {y}, as Leaflet's tileLayer reads it. */
const TILES_TEMPLATE = /^https?:\/\/[^/\s]+\/(?=.*\{z\})(?=.*\{x\})(?=.*\{y\})\S*$/;

class MapTilesEnvironment {
  @IsOptional()
  @Matches(TILES_TEMPLATE, { message: 'MAP_TILES_URL must be an http(s) URL with {z}, {x} and {y}' })
  MAP_TILES_URL?: string;
}

export interface MapTilesConfig {
  /** Where a listing's map (and the editor's) fetch their tiles. */
  url: string;
  /** The tiles' origin, which the Content-Security-Policy's img-src allows ({s}, a subdomain, as *). */
  origin: string;
}

export const mapTilesConfig = (env: Env) =>
  registerAs('mapTiles', (): MapTilesConfig => {
    const url = validateConfig(env, MapTilesEnvironment).MAP_TILES_URL ?? DEFAULT_MAP_TILES_URL;
    return { url, origin: url.slice(0, url.indexOf('/', url.indexOf('//') + 2)).replace('{s}', '*') };
  });

export const MAP_TILES_CONFIG = getConfigToken('mapTiles');
