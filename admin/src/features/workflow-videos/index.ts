// The public face of the workflow videos feature: the rest of the admin imports only this file.
export { WorkflowVideosManager } from './components/workflow-videos-manager.tsx';
