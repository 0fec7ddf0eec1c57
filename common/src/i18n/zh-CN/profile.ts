import type { Translation } from '../types';
import type en from '../en/profile';

const profile: Translation<typeof en> = {
  title: '个人资料',
  greeting: '你好，{{name}}！',
  licences: {
    heading: '你的许可证',
    loading: '正在加载你的许可证',
    loadFailed: '你的许可证加载失败。',
    none: '你还没有许可证。可以开始免费试用，或激活一个许可证密钥。',
    seePlans: '查看套餐和试用',
    openHint: '点开可查看详情或取消自动续费。',
  },
  account: {
    heading: '账号',
    displayName: '显示名称',
    username: '用户名',
    password: '密码',
    email: '邮箱',
    emailStatus: '邮箱状态',
    dateJoined: '注册日期',
    admin: '管理员',
    maxDevices: '最多设备数',
    language: '语言',
    languageHint: 'PlayWords 发给你的邮件也会使用这种语言。',
    notSet: '未设置',
    edit: '编辑',
    editDisplayName: '编辑显示名称',
    editEmail: '编辑邮箱',
    editPassword: '修改密码',
    waitingFor: '等待你验证 {{email}}。',
    valid: '已验证',
    notValidated: '未验证',
    resend: '重新发送邮件',
    yes: '是',
    openAdmin: '打开管理后台',
    syncLabel: '在我的所有设备上同步所选单词表',
    syncDescription: '开启后，在一台设备上选择单词表，你的其他设备也会选中它。',
  },
  edit: {
    save: '保存',
    cancel: '取消',
    required: '此项必须填写。',
    noChanges: '你还没有做任何修改。',
    displayNameSaved: '你的显示名称已保存。',
    typeEmail: '请输入邮箱。',
    validEmail: '请输入有效的邮箱地址。',
    activationResent: '我们已向 {{email}} 发送了一封新的激活邮件。',
  },
};

export default profile;
