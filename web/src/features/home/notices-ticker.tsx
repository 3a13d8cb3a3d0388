import { lazy, Suspense, useRef, useState, type PointerEvent } from "react";
import { Link } from "../../components/link";
import { useLanguage } from "../../lib/language";
import { useCssVariable } from "../../lib/use-css-variable";
import type { Notice } from "../../generated/content";
import { PauseIcon, PlayIcon } from "./home-icons";
import { NoticeList } from "./notice-list";
import "./notices-ticker.css";

// The PDF viewer is not part of the home page's first download: it is fetched when a visitor
// reaches for the list (pointer or keyboard), so it is usually there by the time of the click.
const loadModal = () => import("./notice-modal");
const NoticeModal = lazy(async () => ({ default: (await loadModal()).NoticeModal }));
const prefetchModal = () => void loadModal().catch(() => undefined);

/** Notes the kind of pointer over the list while there is one: a finger ("touch") holds it
 * still until it lifts or the page scrolls away under it, as a mouse over it does
 * (notices-ticker.css). A pointer coming over it also fetches the viewer. */
const notePointer = (event: PointerEvent<HTMLElement>) => {
  const over = event.type === "pointerenter";
  event.currentTarget.dataset.pointer = over ? event.pointerType : "";
  if (over) prefetchModal();
};

/** Seconds each notice takes to scroll past. */
const SECONDS_PER_NOTICE = 4;

interface Opened {
  notice: Notice;
  opener: HTMLElement;
}

/** The SMC Updates list, scrolling upward without end (two copies of the list), paused by its
 * button, on hover, under a finger, on focus and while a notice is open, still under reduced
 * motion; a notice opens in a modal. */
export function NoticesTicker({ notices }: { notices: Notice[] }) {
  const { t, localize } = useLanguage();
  const [paused, setPaused] = useState(false);
  const [opened, setOpened] = useState<Opened | null>(null);
  const track = useRef<HTMLDivElement>(null);
  useCssVariable(track, "--ticker-duration", `${notices.length * SECONDS_PER_NOTICE}s`);

  const open = (notice: Notice, opener: HTMLElement) => setOpened({ notice, opener });
  const close = () => {
    opened?.opener.focus();
    setOpened(null);
  };

  return (
    <section className="updates" aria-labelledby="home-updates-title">
      <div className="updates__header">
        <h2 id="home-updates-title">{t("home.updates.title")}</h2>
        <button
          type="button"
          className="updates__toggle"
          aria-controls="home-updates-ticker"
          onClick={() => setPaused((value) => !value)}
        >
          {paused ? <PlayIcon /> : <PauseIcon />}
          {t(paused ? "home.updates.play" : "home.updates.pause")}
        </button>
      </div>
      <div
        id="home-updates-ticker"
        className="ticker"
        data-paused={paused || opened !== null}
        onPointerEnter={notePointer}
        onPointerLeave={notePointer}
        onFocus={prefetchModal}
      >
        <div ref={track} className="ticker__track">
          <NoticeList notices={notices} onOpen={open} />
          <NoticeList notices={notices} onOpen={open} duplicate />
        </div>
      </div>
      <p className="updates__archive">
        <Link to={localize("/archive/notices")}>{t("home.updates.archive")}</Link>
      </p>
      {opened && (
        <Suspense fallback={null}>
          <NoticeModal notice={opened.notice} onClose={close} />
        </Suspense>
      )}
    </section>
  );
}
