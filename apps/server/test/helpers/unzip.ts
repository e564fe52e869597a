import { text } from 'node:stream/consumers';
import { fromBuffer } from 'yauzl';

/** Every entry of a zip, by name, as UTF-8 text. */
export const unzip = (zip: Buffer): Promise<Map<string, string>> =>
  new Promise((resolve, reject) => {
    fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error) return reject(error);
      const entries = new Map<string, string>();
      file.on('entry', (entry) => {
        file.openReadStream(entry, (openError, stream) => {
          if (openError) return reject(openError);
          text(stream).then((body) => {
            entries.set(entry.fileName, body);
            file.readEntry();
          }, reject);
        });
      });
      file.on('end', () => resolve(entries));
      file.on('error', reject);
      file.readEntry();
    });
  });
