import fc from 'fast-check';

// Every property run is reproducible: a fixed seed unless FC_SEED names another. fast-check prints the
// seed and the shrunk counterexample's path on failure; FC_SEED=<seed> replays it.
const seed = Number(process.env.FC_SEED ?? 20261121);
fc.configureGlobal({ seed, numRuns: Number(process.env.FC_RUNS ?? 200) });
