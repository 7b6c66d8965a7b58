// A list put in order by drag and drop or the keyboard (dnd-kit), an entry point of its own
// (`@seller-portal/ui/sortable`) so only the pages that order something carry dnd-kit.
export { SortableList, type SortableListProps } from './components/sortable-list/SortableList';
