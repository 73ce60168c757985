import preset from '../../jest.preset.js';
// The tests run the built CLI as child processes (and one starts a dev gateway with its chain).
export default { ...preset, testTimeout: 60_000 };
