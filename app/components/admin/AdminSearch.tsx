import { useCombobox } from "downshift";
import { Search } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, useFetcher, useNavigate } from "react-router";
import type { SearchGroup } from "~/modules/pages/admin/search.server";

/*
 * The back office's search box, in its header: a GET form to /admin/search (which answers
 * without JavaScript), and with JavaScript a combobox (Downshift) that shows what the same
 * page finds as one types. "/" or Ctrl+K (⌘K) puts the cursor in it from anywhere.
 */

type SearchAnswer = { q: string; groups: SearchGroup[]; problem: string | null };
type Choice = { href: string; title: string; detail: string; group: string };

/** How long typing pauses before the search asks, in milliseconds. */
const TYPING_PAUSE = 150;
const MIN_LENGTH = 2;

/** The results as the box lists them: each group's hits, its "See all", and the full search last. */
function choicesOf(answer: SearchAnswer | undefined, typed: string): Choice[] {
  if (!answer || answer.problem) return [];
  const choices = answer.groups.flatMap((group) => [
    ...group.hits.map((hit) => ({ ...hit, group: group.label })),
    ...(group.seeAll && group.total > group.hits.length
      ? [
          {
            href: group.seeAll,
            title: `See all ${group.total} ${group.label.toLowerCase()}`,
            detail: "",
            group: group.label,
          },
        ]
      : []),
  ]);
  return [
    ...choices,
    {
      href: `/admin/search?${new URLSearchParams({ q: typed })}`,
      title: `Search everything for “${typed}”`,
      detail: "",
      group: "",
    },
  ];
}

/** Whether a key press lands in something being typed into, where "/" is a character. */
function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName))
  );
}

export function AdminSearch() {
  const fetcher = useFetcher<SearchAnswer>();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  // What is typed, tidied as the search tidies it; it drives the search, never the box itself.
  const [query, setQuery] = useState("");
  // fetcher.load changes with the fetcher's state: kept in a ref, the pause below runs once a keystroke.
  const load = useRef(fetcher.load);
  load.current = fetcher.load;

  useEffect(() => {
    function focusSearch(event: KeyboardEvent) {
      const shortcut =
        (event.key === "/" && !isTyping(event.target)) ||
        ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k");
      if (!shortcut) return;
      event.preventDefault();
      input.current?.focus();
      input.current?.select();
    }
    document.addEventListener("keydown", focusSearch);
    return () => document.removeEventListener("keydown", focusSearch);
  }, []);

  // While a new answer loads, the last one stays, with the full search of what is typed now.
  const choices = query.length >= MIN_LENGTH ? choicesOf(fetcher.data, query) : [];
  // Downshift owns the box's value (one held here would lag a render and lose keystrokes).
  const { isOpen, highlightedIndex, inputValue, closeMenu, getInputProps, getMenuProps, getItemProps, getLabelProps } =
    useCombobox<Choice>({
      items: choices,
      inputId: "admin-search",
      selectedItem: null,
      itemToString: (choice) => choice?.title ?? "",
      stateReducer: (state, { type, changes }) => {
        const { stateChangeTypes } = useCombobox;
        // Leaving the box chooses nothing; choosing a result empties the box for the next search.
        if (type === stateChangeTypes.InputBlur) {
          return { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue };
        }
        if (type === stateChangeTypes.ItemClick || type === stateChangeTypes.InputKeyDownEnter) {
          return { ...changes, inputValue: "" };
        }
        return changes;
      },
      onInputValueChange: ({ inputValue }) => setQuery((inputValue ?? "").trim().replace(/\s+/g, " ")),
      onSelectedItemChange: ({ selectedItem }) => {
        if (!selectedItem) return;
        input.current?.blur();
        navigate(selectedItem.href);
      },
    });
  useEffect(() => {
    if (query.length < MIN_LENGTH) return;
    const timer = setTimeout(() => load.current(`/admin/search?${new URLSearchParams({ q: query })}`), TYPING_PAUSE);
    return () => clearTimeout(timer);
  }, [query]);

  const showing = isOpen && choices.length > 0;
  const found = choices.filter((choice) => choice.detail).length;

  return (
    <Form method="get" action="/admin/search" role="search" className="relative w-full">
      <label {...getLabelProps()} htmlFor="admin-search" className="sr-only">
        Search the back office
      </label>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-soft"
      />
      <input
        {...getInputProps({
          ref: input,
          name: "q",
          type: "search",
          maxLength: 100,
          onKeyDown: (event) => {
            // Enter without a chosen result opens the search's page, with everything found.
            if (event.key !== "Enter" || highlightedIndex >= 0) return;
            (event.nativeEvent as KeyboardEvent & { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
            event.preventDefault();
            closeMenu();
            navigate(`/admin/search?${new URLSearchParams({ q: inputValue.trim() })}`);
          },
        })}
        placeholder="Search orders, customers, fabrics…"
        aria-keyshortcuts="/ Control+K Meta+K"
        className="block w-full rounded-sm border border-white/20 bg-white py-2 pr-10 pl-9 text-[15px] text-ink placeholder:text-ink-soft focus:outline-2 focus:outline-offset-2 focus:outline-white"
      />
      <kbd
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-3 hidden -translate-y-1/2 rounded-sm border border-line px-1.5 text-xs text-ink-soft sm:block"
      >
        /
      </kbd>
      <p aria-live="polite" className="sr-only">
        {showing ? `${found} result${found === 1 ? "" : "s"}` : ""}
      </p>
      <div
        {...getMenuProps()}
        className={`absolute top-full right-0 left-0 z-40 mt-1 max-h-[70vh] overflow-y-auto border border-line bg-white text-ink shadow-lg ${showing ? "" : "hidden"}`}
      >
        {showing ? (
          <ChoiceList choices={choices} highlightedIndex={highlightedIndex} getItemProps={getItemProps} />
        ) : null}
      </div>
    </Form>
  );
}

type ItemProps = ReturnType<typeof useCombobox<Choice>>["getItemProps"];

/** The choices under their groups' names; the full search last, on its own. */
function ChoiceList({
  choices,
  highlightedIndex,
  getItemProps,
}: {
  choices: Choice[];
  highlightedIndex: number;
  getItemProps: ItemProps;
}) {
  const groups = [...new Set(choices.map((choice) => choice.group))];
  return groups.map((group) => {
    const headingId = `admin-search-group-${group || "all"}`;
    return (
      // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with role=group; a fieldset is a form's
      <div
        key={group || "all"}
        role="group"
        aria-labelledby={group ? headingId : undefined}
        aria-label={group ? undefined : "Everything"}
      >
        {group ? (
          <div
            id={headingId}
            role="presentation"
            className="bg-linen px-3 py-1 text-xs font-semibold tracking-[0.12em] text-ink-soft uppercase"
          >
            {group}
          </div>
        ) : null}
        {choices.map((choice, index) =>
          choice.group === group ? (
            <div
              key={choice.href}
              {...getItemProps({ item: choice, index })}
              className={`cursor-pointer px-3 py-2 ${highlightedIndex === index ? "bg-navy text-white" : ""} ${choice.detail ? "" : "font-medium"}`}
            >
              <span className="block text-sm">{choice.title}</span>
              {choice.detail ? (
                <span
                  className={`block text-xs break-words ${highlightedIndex === index ? "text-white/80" : "text-ink-soft"}`}
                >
                  {choice.detail}
                </span>
              ) : null}
            </div>
          ) : null,
        )}
      </div>
    );
  });
}
