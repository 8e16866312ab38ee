// The browser tests' map tiles: every path answers one light-grey PNG, so that a map draws
// without the network (the portal under test gets MAP_TILES_URL pointing here).
import { createServer } from 'node:http';

const TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP4+/fvfwAJ1gPsJjKr1gAAAABJRU5ErkJggg==', 'base64');
const port = Number(process.env.TILES_PORT ?? 3101);

createServer((request, response) => {
  if (request.url === '/health') return void response.end('ok');
  response.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': TILE.length, 'Cache-Control': 'public, max-age=86400' });
  response.end(TILE);
}).listen(port, '127.0.0.1');
