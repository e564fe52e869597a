import { createContext } from 'react';

/**
 * True while the build renders a signed-in page's shell (decision 0029): the header then shows the account
 * corner of a stored session whose user info has not arrived yet, since no one's session is in the build.
 */
export const SignedInShellContext = createContext(false);
