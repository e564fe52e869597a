import { text } from 'node:stream/consumers';
import { open } from 'yauzl';

/** Every entry of a zip file on disk, by name, as UTF-8 text (a downloaded archive's contents). */
export const unzipFile = (path: string): Promise<Map<string, string>> =>
  new Promise((resolve, reject) => {
    open(path, { lazyEntries: true }, (error, file) => {
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
