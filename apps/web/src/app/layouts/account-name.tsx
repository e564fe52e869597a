/**
 * The account button's face: the user's name, which on a phone gives way to its initial (CSS decides, in
 * default-layout.css), so the balance beside it keeps its room. Shared by the button and its loading place.
 */
export function AccountName({ name }: { name: string }) {
  return (
    <>
      <span className="account-name">{name}</span>
      <span className="account-initial" aria-hidden="true">
        {[...name][0]?.toUpperCase()}
      </span>
    </>
  );
}
