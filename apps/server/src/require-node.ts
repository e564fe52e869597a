/** The project targets Node 24 LTS; npm scripts bring it from node_modules, a bare older `node` does not. */
const MIN_NODE_MAJOR = 24;

export const assertNodeVersion = () => {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < MIN_NODE_MAJOR) {
    console.error(
      `This project needs Node ${MIN_NODE_MAJOR} or newer, found ${process.version}. ` +
        'Run it through npm (npm start, npm test), which uses the Node 24 installed by `npm ci`.',
    );
    process.exit(1);
  }
};
