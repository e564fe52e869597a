import './destination-flag.css';

/**
 * Every country's and region's flag as an SVG file of the build (country-flag-icons, 3:2), by its ISO code. The
 * files are emitted beside the app's assets and fetched only where a flag is shown; emoji flags were letter pairs
 * on Windows (issue #33). `no-inline`: a flag under Vite's inline limit would otherwise sit in this map's code.
 */
const FLAG_FILES = import.meta.glob<string>('../../../../node_modules/country-flag-icons/3x2/*.svg', {
  query: '?url&no-inline',
  import: 'default',
  eager: true,
});
const FLAGS = new Map(
  Object.entries(FLAG_FILES).map(([file, url]) => [
    file.slice(file.lastIndexOf('/') + 1, -'.svg'.length),
    url,
  ]),
);

/** The flag of a destination, beside its name (decorative: the name says it); nothing for a code without one. */
export function DestinationFlag({ code }: { code: string }) {
  const src = FLAGS.get(code);
  return src ? (
    <img
      className="destination-flag"
      src={src}
      alt=""
      width={18}
      height={12}
      loading="lazy"
      decoding="async"
    />
  ) : null;
}
