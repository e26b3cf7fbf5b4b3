import {
  AlertOutlined,
  ApartmentOutlined,
  AppstoreOutlined,
  BankOutlined,
  BarChartOutlined,
  BellOutlined,
  ControlOutlined,
  DollarOutlined,
  EditOutlined,
  FileProtectOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
  FundOutlined,
  GiftOutlined,
  HomeOutlined,
  InteractionOutlined,
  ProfileOutlined,
  RiseOutlined,
  SafetyCertificateOutlined,
  SafetyOutlined,
  SaveOutlined,
  SettingOutlined,
  ShareAltOutlined,
  StarOutlined,
  SwapOutlined,
  TeamOutlined,
  UsergroupAddOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/**
 * Icons the domain menus name. Importing icons by name keeps the bundle to the icons used;
 * a name missing here falls back to a neutral icon instead of breaking the menu.
 */
const ICONS: Record<string, ComponentType> = {
  AlertOutlined,
  ApartmentOutlined,
  BankOutlined,
  BarChartOutlined,
  BellOutlined,
  ControlOutlined,
  DollarOutlined,
  EditOutlined,
  FileProtectOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
  FundOutlined,
  GiftOutlined,
  HomeOutlined,
  InteractionOutlined,
  ProfileOutlined,
  RiseOutlined,
  SafetyCertificateOutlined,
  SafetyOutlined,
  SaveOutlined,
  SettingOutlined,
  ShareAltOutlined,
  StarOutlined,
  SwapOutlined,
  TeamOutlined,
  UserOutlined,
  UsergroupAddOutlined,
  WalletOutlined,
};

export function MenuIcon({ name }: { name: string }) {
  const Icon = ICONS[name] ?? AppstoreOutlined;
  return <Icon />;
}
