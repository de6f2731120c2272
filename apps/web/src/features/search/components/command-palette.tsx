import { useEffect, useRef } from "react";
import { SearchCombobox } from "../../../components/ui/search-combobox";
import { navigate } from "../../../lib/router";
import { paths } from "../../../paths";

/**
 * The Ctrl/⌘+K command palette: a modal dialog with a combobox over tasks, libraries and
 * models. Arrow keys move, Enter opens, Escape closes and returns focus where it was.
 *
 * @example
 * ```tsx
 * <CommandPalette onClose={() => setPaletteOpen(false)} />
 * ```
 */
export default function CommandPalette({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement as HTMLElement | null;
    if (element && !element.open) {
      // Environments without modal dialogs still get an open (non-modal) dialog.
      if (typeof element.showModal === "function") element.showModal();
      else element.setAttribute("open", "");
    }
    return () => opener?.focus?.();
  }, []);
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a click on the backdrop closes it; Escape does so from the keyboard
    <dialog
      ref={dialog}
      className="palette"
      aria-label="Search tasks, models and libraries"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => event.target === dialog.current && onClose()}
    >
      <SearchCombobox
        label="Jump to a task, model or library"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the search dialog opens to be typed in
        autoFocus
        onEscape={onClose}
        onChoose={(result) => {
          onClose();
          navigate(result.href);
        }}
        onSubmitText={(text) => {
          if (!text) return;
          onClose();
          navigate(paths.models({ search: text }));
        }}
      />
      <button type="button" onClick={onClose}>
        Close
      </button>
    </dialog>
  );
}
