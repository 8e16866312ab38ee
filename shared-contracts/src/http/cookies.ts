/** A cookie's value in a Cookie header (or `document.cookie`), or undefined when it holds none of that name. */
export const cookieValue = (header: string | undefined, name: string): string | undefined =>
  header
    ?.split(/;\s*/)
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1);
