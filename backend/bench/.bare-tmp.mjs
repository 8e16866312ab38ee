import express from 'express';
import { readFileSync } from 'node:fs';
const body = readFileSync('/tmp/page.json', 'utf8');
const app = express();
if (process.argv[2] === 'noetag') app.set('etag', false);
app.get('/', (req, res) => { res.type('json'); res.send(body); });
app.listen(3997, '127.0.0.1');
