package chains // want package:"exports summaries"

// The package holds chains of wrappers ending in smtp.SendMail, 8 and 20
// deep, declared caller-first and callee-first: each is summarised in full
// whatever the order (summaries follow the call graph, not the source).

import "net/smtp"

// Eight deep, caller first.

func Down0(to string) error { // want Down0:`effect \(irreversible\) via chains.Down0 → chains.Down1 → chains.Down2 → chains.Down3 → chains.Down4 → chains.Down5 → chains.Down6 → chains.Down7 → smtp.SendMail`
	return Down1(to)
}

func Down1(to string) error { // want Down1:`effect \(irreversible\) via chains.Down1 → chains.Down2 → chains.Down3 → chains.Down4 → chains.Down5 → chains.Down6 → chains.Down7 → smtp.SendMail`
	return Down2(to)
}

func Down2(to string) error { // want Down2:`effect \(irreversible\) via chains.Down2 → chains.Down3 → chains.Down4 → chains.Down5 → chains.Down6 → chains.Down7 → smtp.SendMail`
	return Down3(to)
}

func Down3(to string) error { // want Down3:`effect \(irreversible\) via chains.Down3 → chains.Down4 → chains.Down5 → chains.Down6 → chains.Down7 → smtp.SendMail`
	return Down4(to)
}

func Down4(to string) error { // want Down4:`effect \(irreversible\) via chains.Down4 → chains.Down5 → chains.Down6 → chains.Down7 → smtp.SendMail`
	return Down5(to)
}

func Down5(to string) error { // want Down5:`effect \(irreversible\) via chains.Down5 → chains.Down6 → chains.Down7 → smtp.SendMail`
	return Down6(to)
}

func Down6(to string) error { // want Down6:`effect \(irreversible\) via chains.Down6 → chains.Down7 → smtp.SendMail`
	return Down7(to)
}

func Down7(to string) error { // want Down7:`effect \(irreversible\) via chains.Down7 → smtp.SendMail`
	return smtp.SendMail("mail:25", nil, "shop@example.com", []string{to}, nil)
}

// Eight deep, callee first.

func Up7(to string) error { // want Up7:`effect \(irreversible\) via chains.Up7 → smtp.SendMail`
	return smtp.SendMail("mail:25", nil, "shop@example.com", []string{to}, nil)
}

func Up6(to string) error { // want Up6:`effect \(irreversible\) via chains.Up6 → chains.Up7 → smtp.SendMail`
	return Up7(to)
}

func Up5(to string) error { // want Up5:`effect \(irreversible\) via chains.Up5 → chains.Up6 → chains.Up7 → smtp.SendMail`
	return Up6(to)
}

func Up4(to string) error { // want Up4:`effect \(irreversible\) via chains.Up4 → chains.Up5 → chains.Up6 → chains.Up7 → smtp.SendMail`
	return Up5(to)
}

func Up3(to string) error { // want Up3:`effect \(irreversible\) via chains.Up3 → chains.Up4 → chains.Up5 → chains.Up6 → chains.Up7 → smtp.SendMail`
	return Up4(to)
}

func Up2(to string) error { // want Up2:`effect \(irreversible\) via chains.Up2 → chains.Up3 → chains.Up4 → chains.Up5 → chains.Up6 → chains.Up7 → smtp.SendMail`
	return Up3(to)
}

func Up1(to string) error { // want Up1:`effect \(irreversible\) via chains.Up1 → chains.Up2 → chains.Up3 → chains.Up4 → chains.Up5 → chains.Up6 → chains.Up7 → smtp.SendMail`
	return Up2(to)
}

func Up0(to string) error { // want Up0:`effect \(irreversible\) via chains.Up0 → chains.Up1 → chains.Up2 → chains.Up3 → chains.Up4 → chains.Up5 → chains.Up6 → chains.Up7 → smtp.SendMail`
	return Up1(to)
}

// Twenty deep, caller first.

func Deep0(to string) error { // want Deep0:`effect \(irreversible\) via chains.Deep0 → chains.Deep1 → chains.Deep2 → chains.Deep3 → chains.Deep4 → chains.Deep5 → chains.Deep6 → chains.Deep7 → chains.Deep8 → chains.Deep9 → chains.Deep10 → chains.Deep11 → chains.Deep12 → chains.Deep13 → chains.Deep14 → chains.Deep15 → chains.Deep16 → chains.Deep17 → chains.Deep18 → chains.Deep19 → smtp.SendMail`
	return Deep1(to)
}

func Deep1(to string) error { // want Deep1:`effect \(irreversible\) via chains.Deep1 → chains.Deep2 → chains.Deep3 → chains.Deep4 → chains.Deep5 → chains.Deep6 → chains.Deep7 → chains.Deep8 → chains.Deep9 → chains.Deep10 → chains.Deep11 → chains.Deep12 → chains.Deep13 → chains.Deep14 → chains.Deep15 → chains.Deep16 → chains.Deep17 → chains.Deep18 → chains.Deep19 → smtp.SendMail`
	return Deep2(to)
}

func Deep2(to string) error { // want Deep2:`effect \(irreversible\) via chains.Deep2 → chains.Deep3 → chains.Deep4 → chains.Deep5 → chains.Deep6 → chains.Deep7 → chains.Deep8 → chains.Deep9 → chains.Deep10 → chains.Deep11 → chains.Deep12 → chains.Deep13 → chains.Deep14 → chains.Deep15 → chains.Deep16 → chains.Deep17 → chains.Deep18 → chains.Deep19 → smtp.SendMail`
	return Deep3(to)
}

func Deep3(to string) error { // want Deep3:`effect \(irreversible\) via chains.Deep3 → chains.Deep4 → chains.Deep5 → chains.Deep6 → chains.Deep7 → chains.Deep8 → chains.Deep9 → chains.Deep10 → chains.Deep11 → chains.Deep12 → chains.Deep13 → chains.Deep14 → chains.Deep15 → chains.Deep16 → chains.Deep17 → chains.Deep18 → chains.Deep19 → smtp.SendMail`
	return Deep4(to)
}

func Deep4(to string) error { // want Deep4:`effect \(irreversible\) via chains.Deep4 → chains.Deep5 → chains.Deep6 → chains.Deep7 → chains.Deep8 → chains.Deep9 → chains.Deep10 → chains.Deep11 → chains.Deep12 → chains.Deep13 → chains.Deep14 → chains.Deep15 → chains.Deep16 → chains.Deep17 → chains.Deep18 → chains.Deep19 → smtp.SendMail`
	return Deep5(to)
}

func Deep5(to string) error { // want Deep5:`effect \(irreversible\) via chains.Deep5 → chains.Deep6 → chains.Deep7 → chains.Deep8 → chains.Deep9 → chains.Deep10 → chains.Deep11 → chains.Deep12 → chains.Deep13 → chains.Deep14 → chains.Deep15 → chains.Deep16 → chains.Deep17 → chains.Deep18 → chains.Deep19 → smtp.SendMail`
	return Deep6(to)
}

func Deep6(to string) error { // want Deep6:`effect \(irreversible\) via chains.Deep6 → chains.Deep7 → chains.Deep8 → chains.Deep9 → chains.Deep10 → chains.Deep11 → chains.Deep12 → chains.Deep13 → chains.Deep14 → chains.Deep15 → chains.Deep16 → chains.Deep17 → chains.Deep18 → chains.Deep19 → smtp.SendMail`
	return Deep7(to)
}

func Deep7(to string) error { // want Deep7:`effect \(irreversible\) via chains.Deep7 → chains.Deep8 → chains.Deep9 → chains.Deep10 → chains.Deep11 → chains.Deep12 → chains.Deep13 → chains.Deep14 → chains.Deep15 → chains.Deep16 → chains.Deep17 → chains.Deep18 → chains.Deep19 → smtp.SendMail`
	return Deep8(to)
}

func Deep8(to string) error { // want Deep8:`effect \(irreversible\) via chains.Deep8 → chains.Deep9 → chains.Deep10 → chains.Deep11 → chains.Deep12 → chains.Deep13 → chains.Deep14 → chains.Deep15 → chains.Deep16 → chains.Deep17 → chains.Deep18 → chains.Deep19 → smtp.SendMail`
	return Deep9(to)
}

func Deep9(to string) error { // want Deep9:`effect \(irreversible\) via chains.Deep9 → chains.Deep10 → chains.Deep11 → chains.Deep12 → chains.Deep13 → chains.Deep14 → chains.Deep15 → chains.Deep16 → chains.Deep17 → chains.Deep18 → chains.Deep19 → smtp.SendMail`
	return Deep10(to)
}

func Deep10(to string) error { // want Deep10:`effect \(irreversible\) via chains.Deep10 → chains.Deep11 → chains.Deep12 → chains.Deep13 → chains.Deep14 → chains.Deep15 → chains.Deep16 → chains.Deep17 → chains.Deep18 → chains.Deep19 → smtp.SendMail`
	return Deep11(to)
}

func Deep11(to string) error { // want Deep11:`effect \(irreversible\) via chains.Deep11 → chains.Deep12 → chains.Deep13 → chains.Deep14 → chains.Deep15 → chains.Deep16 → chains.Deep17 → chains.Deep18 → chains.Deep19 → smtp.SendMail`
	return Deep12(to)
}

func Deep12(to string) error { // want Deep12:`effect \(irreversible\) via chains.Deep12 → chains.Deep13 → chains.Deep14 → chains.Deep15 → chains.Deep16 → chains.Deep17 → chains.Deep18 → chains.Deep19 → smtp.SendMail`
	return Deep13(to)
}

func Deep13(to string) error { // want Deep13:`effect \(irreversible\) via chains.Deep13 → chains.Deep14 → chains.Deep15 → chains.Deep16 → chains.Deep17 → chains.Deep18 → chains.Deep19 → smtp.SendMail`
	return Deep14(to)
}

func Deep14(to string) error { // want Deep14:`effect \(irreversible\) via chains.Deep14 → chains.Deep15 → chains.Deep16 → chains.Deep17 → chains.Deep18 → chains.Deep19 → smtp.SendMail`
	return Deep15(to)
}

func Deep15(to string) error { // want Deep15:`effect \(irreversible\) via chains.Deep15 → chains.Deep16 → chains.Deep17 → chains.Deep18 → chains.Deep19 → smtp.SendMail`
	return Deep16(to)
}

func Deep16(to string) error { // want Deep16:`effect \(irreversible\) via chains.Deep16 → chains.Deep17 → chains.Deep18 → chains.Deep19 → smtp.SendMail`
	return Deep17(to)
}

func Deep17(to string) error { // want Deep17:`effect \(irreversible\) via chains.Deep17 → chains.Deep18 → chains.Deep19 → smtp.SendMail`
	return Deep18(to)
}

func Deep18(to string) error { // want Deep18:`effect \(irreversible\) via chains.Deep18 → chains.Deep19 → smtp.SendMail`
	return Deep19(to)
}

func Deep19(to string) error { // want Deep19:`effect \(irreversible\) via chains.Deep19 → smtp.SendMail`
	return smtp.SendMail("mail:25", nil, "shop@example.com", []string{to}, nil)
}

// Twenty deep, callee first.

func Rise19(to string) error { // want Rise19:`effect \(irreversible\) via chains.Rise19 → smtp.SendMail`
	return smtp.SendMail("mail:25", nil, "shop@example.com", []string{to}, nil)
}

func Rise18(to string) error { // want Rise18:`effect \(irreversible\) via chains.Rise18 → chains.Rise19 → smtp.SendMail`
	return Rise19(to)
}

func Rise17(to string) error { // want Rise17:`effect \(irreversible\) via chains.Rise17 → chains.Rise18 → chains.Rise19 → smtp.SendMail`
	return Rise18(to)
}

func Rise16(to string) error { // want Rise16:`effect \(irreversible\) via chains.Rise16 → chains.Rise17 → chains.Rise18 → chains.Rise19 → smtp.SendMail`
	return Rise17(to)
}

func Rise15(to string) error { // want Rise15:`effect \(irreversible\) via chains.Rise15 → chains.Rise16 → chains.Rise17 → chains.Rise18 → chains.Rise19 → smtp.SendMail`
	return Rise16(to)
}

func Rise14(to string) error { // want Rise14:`effect \(irreversible\) via chains.Rise14 → chains.Rise15 → chains.Rise16 → chains.Rise17 → chains.Rise18 → chains.Rise19 → smtp.SendMail`
	return Rise15(to)
}

func Rise13(to string) error { // want Rise13:`effect \(irreversible\) via chains.Rise13 → chains.Rise14 → chains.Rise15 → chains.Rise16 → chains.Rise17 → chains.Rise18 → chains.Rise19 → smtp.SendMail`
	return Rise14(to)
}

func Rise12(to string) error { // want Rise12:`effect \(irreversible\) via chains.Rise12 → chains.Rise13 → chains.Rise14 → chains.Rise15 → chains.Rise16 → chains.Rise17 → chains.Rise18 → chains.Rise19 → smtp.SendMail`
	return Rise13(to)
}

func Rise11(to string) error { // want Rise11:`effect \(irreversible\) via chains.Rise11 → chains.Rise12 → chains.Rise13 → chains.Rise14 → chains.Rise15 → chains.Rise16 → chains.Rise17 → chains.Rise18 → chains.Rise19 → smtp.SendMail`
	return Rise12(to)
}

func Rise10(to string) error { // want Rise10:`effect \(irreversible\) via chains.Rise10 → chains.Rise11 → chains.Rise12 → chains.Rise13 → chains.Rise14 → chains.Rise15 → chains.Rise16 → chains.Rise17 → chains.Rise18 → chains.Rise19 → smtp.SendMail`
	return Rise11(to)
}

func Rise9(to string) error { // want Rise9:`effect \(irreversible\) via chains.Rise9 → chains.Rise10 → chains.Rise11 → chains.Rise12 → chains.Rise13 → chains.Rise14 → chains.Rise15 → chains.Rise16 → chains.Rise17 → chains.Rise18 → chains.Rise19 → smtp.SendMail`
	return Rise10(to)
}

func Rise8(to string) error { // want Rise8:`effect \(irreversible\) via chains.Rise8 → chains.Rise9 → chains.Rise10 → chains.Rise11 → chains.Rise12 → chains.Rise13 → chains.Rise14 → chains.Rise15 → chains.Rise16 → chains.Rise17 → chains.Rise18 → chains.Rise19 → smtp.SendMail`
	return Rise9(to)
}

func Rise7(to string) error { // want Rise7:`effect \(irreversible\) via chains.Rise7 → chains.Rise8 → chains.Rise9 → chains.Rise10 → chains.Rise11 → chains.Rise12 → chains.Rise13 → chains.Rise14 → chains.Rise15 → chains.Rise16 → chains.Rise17 → chains.Rise18 → chains.Rise19 → smtp.SendMail`
	return Rise8(to)
}

func Rise6(to string) error { // want Rise6:`effect \(irreversible\) via chains.Rise6 → chains.Rise7 → chains.Rise8 → chains.Rise9 → chains.Rise10 → chains.Rise11 → chains.Rise12 → chains.Rise13 → chains.Rise14 → chains.Rise15 → chains.Rise16 → chains.Rise17 → chains.Rise18 → chains.Rise19 → smtp.SendMail`
	return Rise7(to)
}

func Rise5(to string) error { // want Rise5:`effect \(irreversible\) via chains.Rise5 → chains.Rise6 → chains.Rise7 → chains.Rise8 → chains.Rise9 → chains.Rise10 → chains.Rise11 → chains.Rise12 → chains.Rise13 → chains.Rise14 → chains.Rise15 → chains.Rise16 → chains.Rise17 → chains.Rise18 → chains.Rise19 → smtp.SendMail`
	return Rise6(to)
}

func Rise4(to string) error { // want Rise4:`effect \(irreversible\) via chains.Rise4 → chains.Rise5 → chains.Rise6 → chains.Rise7 → chains.Rise8 → chains.Rise9 → chains.Rise10 → chains.Rise11 → chains.Rise12 → chains.Rise13 → chains.Rise14 → chains.Rise15 → chains.Rise16 → chains.Rise17 → chains.Rise18 → chains.Rise19 → smtp.SendMail`
	return Rise5(to)
}

func Rise3(to string) error { // want Rise3:`effect \(irreversible\) via chains.Rise3 → chains.Rise4 → chains.Rise5 → chains.Rise6 → chains.Rise7 → chains.Rise8 → chains.Rise9 → chains.Rise10 → chains.Rise11 → chains.Rise12 → chains.Rise13 → chains.Rise14 → chains.Rise15 → chains.Rise16 → chains.Rise17 → chains.Rise18 → chains.Rise19 → smtp.SendMail`
	return Rise4(to)
}

func Rise2(to string) error { // want Rise2:`effect \(irreversible\) via chains.Rise2 → chains.Rise3 → chains.Rise4 → chains.Rise5 → chains.Rise6 → chains.Rise7 → chains.Rise8 → chains.Rise9 → chains.Rise10 → chains.Rise11 → chains.Rise12 → chains.Rise13 → chains.Rise14 → chains.Rise15 → chains.Rise16 → chains.Rise17 → chains.Rise18 → chains.Rise19 → smtp.SendMail`
	return Rise3(to)
}

func Rise1(to string) error { // want Rise1:`effect \(irreversible\) via chains.Rise1 → chains.Rise2 → chains.Rise3 → chains.Rise4 → chains.Rise5 → chains.Rise6 → chains.Rise7 → chains.Rise8 → chains.Rise9 → chains.Rise10 → chains.Rise11 → chains.Rise12 → chains.Rise13 → chains.Rise14 → chains.Rise15 → chains.Rise16 → chains.Rise17 → chains.Rise18 → chains.Rise19 → smtp.SendMail`
	return Rise2(to)
}

func Rise0(to string) error { // want Rise0:`effect \(irreversible\) via chains.Rise0 → chains.Rise1 → chains.Rise2 → chains.Rise3 → chains.Rise4 → chains.Rise5 → chains.Rise6 → chains.Rise7 → chains.Rise8 → chains.Rise9 → chains.Rise10 → chains.Rise11 → chains.Rise12 → chains.Rise13 → chains.Rise14 → chains.Rise15 → chains.Rise16 → chains.Rise17 → chains.Rise18 → chains.Rise19 → smtp.SendMail`
	return Rise1(to)
}

// A cycle: Ping and Pong call each other, and Pong sends.

func Ping(to string, n int) error { // want Ping:`effect \(irreversible\) via chains.Ping → chains.Pong → smtp.SendMail`
	if n == 0 {
		return nil
	}
	return Pong(to, n-1)
}

func Pong(to string, n int) error { // want Pong:`effect \(irreversible\) via chains.Pong → smtp.SendMail`
	if n%2 == 0 {
		return Ping(to, n)
	}
	return smtp.SendMail("mail:25", nil, "shop@example.com", []string{to}, nil)
}
