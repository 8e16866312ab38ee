// For the areas' component tests (jest, jsdom), not the browser tests.
export * from './fake-api';
export * from './render-in-area';
