import type { ComponentType } from 'react';
import {
  BellIcon as BaseBellIcon,
  ChatIcon as BaseChatIcon,
  ChevronLeftIcon as BaseChevronLeftIcon,
  HomeIcon as BaseHomeIcon,
  MegaphoneIcon as BaseMegaphoneIcon,
  MenuIcon as BaseMenuIcon,
  OrdersIcon as BaseOrdersIcon,
  PhoneIcon as BasePhoneIcon,
  ProductIcon as BaseProductIcon,
  SearchIcon as BaseSearchIcon,
  UserIcon as BaseUserIcon,
  WalletIcon as BaseWalletIcon,
} from '@seller-portal/ui/icons';
import { CloseIcon as BaseCloseIcon, type IconProps } from '@seller-portal/ui';

/** The chrome draws the design system's icons a little larger and lighter than the forms do. */
const chrome = (Base: ComponentType<IconProps>) =>
  function ChromeIcon(props: IconProps) {
    return <Base size={22} strokeWidth={1.8} {...props} />;
  };

export const HomeIcon = chrome(BaseHomeIcon);
export const OrdersIcon = chrome(BaseOrdersIcon);
export const ChatIcon = chrome(BaseChatIcon);
export const ProductIcon = chrome(BaseProductIcon);
export const UserIcon = chrome(BaseUserIcon);
export const SearchIcon = chrome(BaseSearchIcon);
export const MenuIcon = chrome(BaseMenuIcon);
export const CloseIcon = chrome(BaseCloseIcon);
export const WalletIcon = chrome(BaseWalletIcon);
export const MegaphoneIcon = chrome(BaseMegaphoneIcon);
export const BellIcon = chrome(BaseBellIcon);
export const PhoneIcon = chrome(BasePhoneIcon);
export const ChevronLeftIcon = chrome(BaseChevronLeftIcon);
