{{- define "ledgerly-api.fullname" -}}
{{- printf "%s" .Release.Name | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{- define "ledgerly-api.labels" -}}
app.kubernetes.io/name: ledgerly-api
app.kubernetes.io/instance: {{ .Release.Name }}
{{- end -}}
