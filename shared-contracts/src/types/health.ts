/** GET /api/health: `status` is 'error' whenever the database is down. */
export interface HealthResponse {
  status: 'ok' | 'error';
  db: 'up' | 'down';
}
