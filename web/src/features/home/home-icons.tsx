// Decorative icons of the home page; each sits beside text that names it.
function Icon({ d }: { d: string }) {
  return (
    <svg className="icon" width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={d} fill="currentColor" />
    </svg>
  );
}

export const PauseIcon = () => <Icon d="M6 4h4v16H6zM14 4h4v16h-4z" />;
export const PlayIcon = () => <Icon d="M7 4l13 8-13 8z" />;
