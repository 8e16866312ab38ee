import { describe, expect, it } from '@jest/globals';
import { appConfig } from './app.config.js';

describe('appConfig', () => {
  it('defaults to port 3000 on every interface in development', () => {
    expect(appConfig({})()).toEqual({ nodeEnv: 'development', port: 3000, host: '0.0.0.0', publicUrl: 'http://localhost:3000' });
  });

  it('reads PORT, HOST and NODE_ENV; PUBLIC_URL follows PORT unless set', () => {
    expect(appConfig({ PORT: '8080', HOST: '127.0.0.1', NODE_ENV: 'production' })()).toEqual({
      nodeEnv: 'production',
      port: 8080,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:8080',
    });
  });

  it('takes PUBLIC_URL without its trailing slash, and refuses one that is not http(s)', () => {
    expect(appConfig({ PUBLIC_URL: 'https://djelfa-estates.dz/' })().publicUrl).toBe('https://djelfa-estates.dz');
    expect(() => appConfig({ PUBLIC_URL: 'djelfa-estates.dz' })()).toThrow('PUBLIC_URL must be an http:// or https:// URL');
  });

  it('rejects a PORT that is not a number, naming the variable and its value', () => {
    expect(() => appConfig({ PORT: 'abc' })()).toThrow('PORT="abc": PORT must be a whole number from 0 to 65535');
  });

  it('rejects a PORT out of range and an unknown NODE_ENV, all in one message', () => {
    expect(() => appConfig({ PORT: '70000', NODE_ENV: 'staging' })()).toThrow(/NODE_ENV="staging".*\n.*PORT="70000": PORT must be a whole number/);
  });

  it('treats a blank value as unset', () => {
    expect(appConfig({ PORT: ' ' })().port).toBe(3000);
  });
});
