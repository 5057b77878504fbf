// Loaded with `node --import` into the CLI run by the deployment test: every connection the CLI opens (undici's
// global dispatcher) leaves from the next of CLIENT_ADDRESSES (loopback addresses, e.g. 127.0.0.10,127.0.0.11),
// so a batch looks like shoppers on several machines. nginx sees each address and passes it on in
// X-Forwarded-For; the servers, trusting nginx only, count the per-address rate limits (docs/adr/0006) for each:
// the way README's "Load runs" spreads a load run over several client machines, on one machine.
import { Agent, buildConnector, setGlobalDispatcher } from 'undici';

const addresses = (process.env.CLIENT_ADDRESSES ?? '').split(',').filter(Boolean);
if (addresses.length > 0) {
  const connect = buildConnector({});
  let next = 0;
  setGlobalDispatcher(new Agent({ connect: (options, callback) => connect({ ...options, localAddress: addresses[next++ % addresses.length] }, callback) }));
}
