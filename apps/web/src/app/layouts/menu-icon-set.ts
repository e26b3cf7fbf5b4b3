/**
 * The icons the domain menus name, each once: menu-icons.tsx reads them as one namespace, so a
 * name is added here only, and the bundle keeps just these icons (named re-exports tree-shake).
 */
export {
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
  UsergroupAddOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
