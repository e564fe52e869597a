// Stops any npm script that finds itself on a Node older than the project's (npm ci brings Node 24 into
// node_modules/.bin, which npm scripts put first on PATH; a bare `node` on these machines may be Node 20).
const MIN_MAJOR = 24;
const major = Number(process.versions.node.split('.')[0]);
if (major < MIN_MAJOR) {
  console.error(
    `This project needs Node ${MIN_MAJOR} or newer, but this script runs on ${process.version}.\n` +
      'Run it through npm (npm start, npm test) after `npm ci`, which installs Node 24 as a dev dependency; ' +
      'do not use --ignore-scripts, which leaves that binary out.',
  );
  process.exit(1);
}
