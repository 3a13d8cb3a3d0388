// The site's links to its own pages, made with react-router's hooks for custom links (`useHref`,
// `useLinkClickHandler`). react-router's own `Link` and `NavLink` carry what only its framework
// mode uses (prefetching a page's data and modules, route discovery, view transitions), which
// every visitor would download with the first page: about 3 KB gzipped that the site never runs.
// The rule that the app imports its links from here is eslint.config.js's.
import type { AnchorHTMLAttributes } from "react";
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from "react-router";

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  to: To;
  /** Replaces the current entry of the history instead of adding one (by default, only when
   * the link is to the page already shown). */
  replace?: boolean;
}

/** An address with a scheme (`https:`, `mailto:`) or of another host (`//host/`). */
const ABSOLUTE = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/** A link that moves to another page of the app without reloading; an address of another site
 * is an ordinary link. */
export function Link({ to, replace, onClick, target, children, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, target });
  if (typeof to === "string" && ABSOLUTE.test(to)) {
    return (
      <a {...rest} href={to} target={target} onClick={onClick}>
        {children}
      </a>
    );
  }
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    >
      {children}
    </a>
  );
}

export interface NavLinkProps extends LinkProps {
  /** Current only on the page itself, not on the pages below it. */
  end?: boolean;
  caseSensitive?: boolean;
}

/** A link of a menu: while its page (or, without `end`, a page below it) is shown, it has the
 * class `active` and `aria-current="page"`, as react-router's `NavLink` does. */
export function NavLink({ end = false, caseSensitive = false, className, ...props }: NavLinkProps) {
  const { pathname } = useLocation();
  const target = useResolvedPath(props.to).pathname;
  const [here, there] = caseSensitive ? [pathname, target] : [pathname.toLowerCase(), target.toLowerCase()];
  const slash = there !== "/" && there.endsWith("/") ? there.length - 1 : there.length;
  const active = here === there || (!end && here.startsWith(there) && here.charAt(slash) === "/");
  return (
    <Link
      {...props}
      className={[className, active ? "active" : null].filter(Boolean).join(" ")}
      aria-current={active ? "page" : undefined}
    />
  );
}
