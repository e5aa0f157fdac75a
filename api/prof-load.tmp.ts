import autocannon from 'autocannon';
import { clientHeaders } from '/work/main/api/src/modules/auth/test-support';
(async () => {
  const headers = { ...(await clientHeaders({ version: '3.9' })), ...(process.env.AE ? { 'accept-encoding': 'gzip, deflate, br' } : {}) };
  const r = await autocannon({ url: 'http://127.0.0.1:18195/v2/pricing/default/product_offers', connections: 50, duration: 6, headers });
  console.log(Math.round(r.requests.average), 'req/s', r.non2xx, 'non2xx');
})();
