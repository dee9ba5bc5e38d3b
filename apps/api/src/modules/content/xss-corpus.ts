/** Classic script-injection attempts: stored as text, served as text, never run. */
export const XSS_CORPUS = [
  '<script>alert("xss")</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '"><script>alert(document.cookie)</script>',
  '<a href="javascript:alert(\'x\')">click</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<body onload=alert(1)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '</script><script>alert(1)</script>',
  '<a href="jav&#x09;ascript:alert(1)">tab</a>',
  '<form action="https://evil.example"><input name=q></form>',
]
