// The navigation and chrome icons, an entry point of their own (`@seller-portal/ui/icons`): the pages that draw
// them import them with their own chunks, and the first page, which imports `@seller-portal/ui`, does not carry them.
export {
  HomeIcon,
  OrdersIcon,
  ChatIcon,
  ProductIcon,
  UserIcon,
  SearchIcon,
  MenuIcon,
  WalletIcon,
  MegaphoneIcon,
  BellIcon,
  ChevronRightIcon,
  ChevronLeftIcon,
} from './components/icons/nav-icons';
export { PhoneIcon } from './components/icons/icons';
