import request from 'supertest';
import { silentLogger, useGatewayTestBed } from './gateway-fixtures.js';

const bed = useGatewayTestBed();

describe('status of a page whose path its service refuses', () => {
  it('is a 404, not the generic page with 200, and is not logged as a service failure', async () => {
    const logger = silentLogger();
    const res = await request(bed.gateway({ logger })).get('/vignettes/%00').set('Accept', 'text/html');
    expect(res.status).toBe(404);
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('a page the service knows is still a 200', async () => {
    const res = await request(bed.gateway()).get('/vignettes/known').set('Accept', 'text/html');
    expect(res.status).toBe(200);
  });
});
